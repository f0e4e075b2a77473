// Runs only in browsers too old for ES modules, which cannot run SwissPair: say so instead of
// leaving the page stuck on "Loading".
(function () {
  var status = document.getElementById("engine-status");
  if (status) {
    status.textContent = "This browser is too old to run SwissPair. Please open the page in a current " +
      "version of Chrome, Edge, Firefox or Safari.";
  }
})();
