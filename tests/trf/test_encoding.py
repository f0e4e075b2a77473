"""swisspair.trf.encoding: bytes to text as the page decodes them (UTF-8, else Windows-1252)."""

from swisspair.trf import decode_trf, encoding_note


def test_utf8_with_or_without_a_byte_order_mark():
    assert decode_trf("012 Wörishofen\n".encode()) == ("012 Wörishofen\n", "UTF-8")
    assert decode_trf(b"\xef\xbb\xbf012 x\n") == ("\ufeff012 x\n", "UTF-8")  # the reader skips the mark


def test_anything_else_is_windows_1252_as_browsers_read_it():
    assert decode_trf("012 Müller – Łódź?".encode("cp1252", errors="replace")) == ("012 Müller – ?ód??", "Windows-1252")
    # The five bytes Windows-1252 leaves undefined are the control characters of that value (TextDecoder's reading).
    assert decode_trf(b"\x81\x8d\x8f\x90\x9d\xe9") == ("\x81\x8d\x8f\x90\x9dé", "Windows-1252")


def test_the_note_names_the_encoding_only_when_it_is_not_utf8():
    assert encoding_note("UTF-8") is None and encoding_note(None) is None
    assert "read as Windows-1252" in encoding_note("Windows-1252")["text"]
    assert encoding_note("Windows-1252")["key"] == "trf_note.not_utf8"
