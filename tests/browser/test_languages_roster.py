"""The roster, the files view and the share panel in a Russian browser: players typed in the form and pasted as a
list, read back by role and label in Russian with Russian plurals, names in Russian alphabetical order where the
roster lists them by name (Ё with Е, not before А as the code points have it), and every view on a 390-px phone
without sideways scroll."""

import re

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge
from tests.browser.helpers import ENGINE_TIMEOUT_MS, put_before_load, screenshot

pytestmark = pytest.mark.browser


def empty_event() -> dict:
    answer = bridge.handle({"id": 1, "op": "event_new", "args": {"id": "kubok", "name": "Кубок города", "rounds": 5}})
    assert answer["ok"], answer
    return answer["result"]["event"]


def open_view(page: Page, view: str) -> None:
    # The navigation's words are another part's: the view is reached by its address, as a bookmark would.
    page.locator(f'#event-nav li[data-view="{view}"] a').click()
    expect(page.locator(f'#event-nav li[data-view="{view}"] a')).to_have_attribute("aria-current", "page")


def fits_the_phone(page: Page) -> None:
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth"), "the page scrolls sideways"


def test_the_roster_files_and_share_views_speak_russian_on_a_phone(new_context, site):
    context = new_context(locale="ru-RU", viewport={"width": 390, "height": 900})
    put_before_load(context, empty_event())
    page = context.new_page()
    page.goto(site.url)
    expect(page.locator("#engine-status")).to_contain_text("Программа готова", timeout=ENGINE_TIMEOUT_MS)
    page.locator("#event-list").get_by_role("button", name="Кубок города", exact=True).click()
    open_view(page, "players")
    roster = page.locator("#roster")
    expect(roster.get_by_role("heading", name="Участники")).to_be_visible()
    expect(roster.locator("#roster-table")).to_have_text("Участников пока нет.")

    form = roster.get_by_role("form", name="Добавить участника")
    form.get_by_label("Имя", exact=True).fill("Ёлкин, Пётр")
    form.get_by_label("Рейтинг", exact=True).fill("18OO")
    form.get_by_role("button", name="Добавить участника").click()
    expect(page.locator("#event-message")).to_have_text(
        "Рейтинг: «18OO» — не целое число (оставьте пустым или 0 для участника без рейтинга).")
    form.get_by_label("Рейтинг", exact=True).fill("1800")
    form.get_by_role("button", name="Добавить участника").click()
    expect(roster.locator("#roster-table caption")).to_have_text("1 участник, по стартовым номерам")

    roster.get_by_text("Вставить список участников").click()
    roster.get_by_label("Один участник в строке").fill("Жуков, Иван\t2010\nАбрамов, Олег, 1700\nЕгоров, Павел 1920\nЯшин, Лев")
    roster.get_by_role("button", name="Прочитать список").click()
    preview = roster.locator("#paste-preview")
    expect(preview.get_by_role("table", name="Во что превратилась каждая строка")).to_be_visible()
    expect(preview.get_by_role("columnheader", name="Примечания")).to_be_visible()
    preview.get_by_role("button", name="Добавить 4 участника").click()
    expect(preview).to_have_text("Добавлено 4 участника.")
    table = roster.get_by_role("table", name="5 участников, по стартовым номерам")
    for heading in ("№", "Имя", "Рейтинг", "Клуб", "Статус"):
        expect(table.get_by_role("columnheader", name=heading, exact=True)).to_be_visible()
    expect(table.get_by_role("row").last).to_contain_text("без рейтинга")  # the unrated player, last in FIDE order
    expect(table.get_by_role("button", name="Изменить: Ёлкин, Пётр")).to_be_visible()

    # Where the roster lists players by name, Russian order: Ё with Е (Егоров before Ёлкин), both after А.
    roster.get_by_text("Участники, которые не должны встречаться").click()
    apart = roster.get_by_role("form", name="Развести двух участников")
    names = apart.get_by_label("Участник", exact=True).locator("option").all_inner_texts()
    assert names == ["— участник —", "Абрамов, Олег", "Егоров, Павел", "Ёлкин, Пётр", "Жуков, Иван", "Яшин, Лев"]
    fits_the_phone(page)

    open_view(page, "files")
    files = page.locator("#view-files")
    expect(files.get_by_role("heading", name="Доступ и файлы")).to_be_visible()
    expect(files.get_by_role("button", name="Экспорт в TRF-2026")).to_be_visible()
    expect(files.get_by_role("heading", name="Скопировать текстом для чата")).to_be_visible()
    fits_the_phone(page)
    files.get_by_role("button", name="Поделиться", exact=True).click()
    share = page.locator("#share-panel")
    expect(share.get_by_role("heading", name="Поделиться турниром")).to_be_visible()
    expect(share.get_by_role("heading", name="Ссылка только для просмотра")).to_be_visible()
    expect(share.get_by_role("button", name="Скопировать ссылку для редактирования")).to_be_visible()
    expect(share.get_by_label("Ссылка только для просмотра (")).to_have_value(re.compile(r"^http.*#v"))
    fits_the_phone(page)
    screenshot(page, "languages-roster-ru")
