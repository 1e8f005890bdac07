// IME overlay: typing Chinese (or any input-method text) into the playground's text fields.
//
// The wasm UI draws on a <canvas>, which never receives input-method composition. So while Dear
// ImGui wants text input (a text field is active), a small <input> is placed over the field's
// caret and focused: the browser's IME composes there (the composition shows in place), and the
// committed text is handed to ImGui (ap_ime_commit, src/platform/ime_bridge.cpp). Editing keys
// (Backspace, arrows, Enter, Tab, Escape, Ctrl/Cmd shortcuts except paste) are re-dispatched to
// the canvas, where SDL reads them as usual; a paste lands in the <input> and is committed as
// text, so the system clipboard works too. When ImGui stops wanting text, focus returns to the
// canvas. Reads ap_ime_state() after every frame the app draws (the page renders on demand).
//
// Phones: the overlay's inputmode follows the field (a number cell → "decimal", the digits
// keyboard; any other field → "text") and enterkeyhint is "done" (Enter ends the edit). The
// on-screen keyboard shrinks window.visualViewport; on every resize or scroll of it the part of
// the canvas still visible is reported (ap_set_visible_area, src/platform/keyboard_inset.h), and
// the app scrolls the edited field into it.
(function () {
  'use strict';
  // Keys the text field must see as key presses rather than text.
  const EDIT_KEYS = new Set(['Backspace', 'Delete', 'Enter', 'Tab', 'Escape', 'ArrowLeft',
    'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Shift',
    'Control', 'Alt', 'Meta']);
  let input = null;
  let composing = false;
  let active = false;

  const canvas = () => document.getElementById('canvas');
  const M = () => window.Module;

  function commit(text) {
    if (!text) return;
    // On the heap, not ccall's stack: a paste may be megabytes long.
    window.__attentionPage.withHeapStrings(M(), [text], (pointer) => M()._ap_ime_commit(pointer));
    window.__attentionPage.wake();  // draw the typed text
  }

  // A key event the text field should receive as a key: re-dispatch it on the canvas.
  function forwardKey(e) {
    if (composing || e.isComposing || e.keyCode === 229) return;  // the IME owns it
    const shortcut = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() !== 'v';
    if (e.type === 'keydown' && !EDIT_KEYS.has(e.key) && !shortcut) return;  // text: 'input' event
    e.preventDefault();
    canvas().dispatchEvent(new KeyboardEvent(e.type, {
      key: e.key, code: e.code, location: e.location, repeat: e.repeat,
      ctrlKey: e.ctrlKey, shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey,
      bubbles: true, cancelable: true,
    }));
  }

  // The overlay's look lives here so the feature is one file: invisible (but focusable) over the
  // caret; while composing it shows the composition in a small box.
  const CSS = `
    .ime-input { position: fixed; z-index: 5; margin: 0; padding: 0 2px; border: 0; outline: 0;
      width: 2px; background: transparent; color: transparent; caret-color: transparent;
      opacity: 0; pointer-events: none; font-family: system-ui, sans-serif; }
    .ime-input:not(.active) { left: -9999px !important; top: 0 !important; }
    .ime-input.composing { opacity: 1; width: 12em; color: #fff; background: #2a2e37;
      border: 1px solid #4f8cff; }`;

  function create() {
    const style = document.createElement('style');
    style.textContent = CSS;
    document.head.appendChild(style);
    input = document.createElement('input');
    input.id = 'ime-input';
    input.type = 'text';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('autocapitalize', 'off');
    input.setAttribute('aria-label', 'Text input');
    input.inputMode = 'text';
    input.enterKeyHint = 'done';
    input.className = 'ime-input';
    (document.querySelector('main') || document.body).appendChild(input);  // inside the landmark
    input.addEventListener('compositionstart', () => {
      composing = true;
      input.classList.add('composing');
    });
    input.addEventListener('compositionend', (e) => {
      composing = false;
      input.classList.remove('composing');
      commit(e.data);
      input.value = '';
    });
    input.addEventListener('input', (e) => {
      // Composition text is committed at compositionend (Chrome) or skipped here (Firefox sends
      // a trailing insertCompositionText after compositionend).
      if (composing || e.isComposing || e.inputType === 'insertCompositionText') return;
      commit(e.inputType === 'insertText' && e.data ? e.data : input.value);
      input.value = '';
    });
    input.addEventListener('keydown', forwardKey);
    input.addEventListener('keyup', forwardKey);
  }

  function place(x, y, h) {
    const r = canvas().getBoundingClientRect();
    input.style.left = `${r.left + x}px`;
    input.style.top = `${r.top + y}px`;
    input.style.height = `${Math.max(h, 12)}px`;
    input.style.fontSize = `${Math.max(h - 1, 10)}px`;
  }

  function poll() {
    const mod = M();
    if (!mod || !mod._ap_ime_state || !mod.HEAPF32) return;
    if (!input) create();
    const p = mod._ap_ime_state() >> 2;
    const wants = mod.HEAPF32[p] > 0.5;
    if (wants) {
      place(mod.HEAPF32[p + 1], mod.HEAPF32[p + 2], mod.HEAPF32[p + 3]);
      // Changing inputmode while focused makes some keyboards switch layout: set it only when
      // the kind changes (another field).
      const mode = mod.HEAPF32[p + 4] > 0.5 ? 'decimal' : 'text';
      if (input.inputMode !== mode) input.inputMode = mode;
      if (!active) {
        active = true;
        input.classList.add('active');
      }
      // Keep focus on the overlay while a field is active (a click on the field goes to the
      // canvas first), unless the user is in another page widget (the copy-link dialog).
      const focused = document.activeElement;
      if (focused !== input && (focused === canvas() || focused === document.body || !focused)) {
        input.focus({ preventScroll: true });
      }
    } else if (active && !composing) {
      active = false;
      input.classList.remove('active');
      input.value = '';
      if (document.activeElement === input) canvas().focus({ preventScroll: true });
    }
  }

  // The part of the canvas the user can see, in canvas CSS px (top, bottom): the visual viewport
  // (what the on-screen keyboard leaves) intersected with the canvas. Only once the app draws:
  // app.js defines Module._ap_set_visible_area before the wasm instance exists, and calling it
  // then throws (a phone's viewport resizes while the page loads); the first frame reports.
  let drawing = false;
  function reportVisibleArea() {
    const mod = M();
    const vv = window.visualViewport;
    if (!drawing || !vv || !mod || !mod._ap_set_visible_area) return;
    const r = canvas().getBoundingClientRect();
    const top = Math.max(0, vv.offsetTop - r.top);
    const bottom = Math.min(r.height, vv.offsetTop + vv.height - r.top);
    mod._ap_set_visible_area(top, bottom);
    window.__attentionPage.wake();  // the app scrolls the edited field in during the next frame
  }
  if (window.visualViewport) {
    window.visualViewport.addEventListener('resize', reportVisibleArea);
    window.visualViewport.addEventListener('scroll', reportVisibleArea);
  }
  window.addEventListener('resize', reportVisibleArea);

  window.__attentionPage.onFrame(() => {
    if (!drawing) {
      drawing = true;
      reportVisibleArea();
    }
  });
  window.__attentionPage.onFrame(poll);
  // Tests and the page can ask whether the overlay is up.
  window.__attentionIme = { isActive: () => active, element: () => input };
})();
