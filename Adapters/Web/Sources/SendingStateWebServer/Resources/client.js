// SendingStateWeb's page script: builds the page from the server's patches and sends a person's
// input back over the session's WebSocket. Small, dependency-free, served as it is.
"use strict";
(() => {
  const app = document.getElementById("ss-app");
  const session = app.dataset.session;
  // The only elements and attributes the server may make: none runs script or loads a page.
  const tags = new Set(["div", "span", "button", "input", "label", "textarea", "progress", "ul", "li",
    "h1", "h2", "h3", "p", "img"]);
  const attributes = new Set(["id", "class", "role", "disabled", "value", "max", "tabindex",
    "placeholder", "maxlength", "readonly", "alt", "src", "data-ss-gestures", "inert"]);
  const allowedAttribute = (name) => attributes.has(name) || name.startsWith("aria-");
  // An image's source is a path of the server's own origin, never another site nor a script.
  const sameOriginPath = (path) => path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
  const editsText = (element) => element.tagName === "INPUT" || element.tagName === "TEXTAREA";
  const nodes = new Map();
  let scrolls = [];
  const texts = new Map();
  let socket = null;
  let applied = 0;

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/ws/${session}`);
    socket.onmessage = (event) => apply(JSON.parse(event.data));
    socket.onclose = (event) => {
      // 1008: the page sent what the server refused; 4404: the session is gone. Anything else is
      // a dropped connection, which comes back to the same session.
      if (event.code !== 1008 && event.code !== 4404) setTimeout(connect, 500);
      document.body.dataset.ssClosed = String(event.code);
    };
  }

  function setAttributes(element, attributes) {
    for (const [name, value] of Object.entries(attributes)) {
      if (name.startsWith("data-ss-style-")) {
        // A number for the style sheet, such as where a slider's thumb or a list's row is: set
        // through the CSSOM, which the policy allows, and never anything but a number.
        element.style.setProperty("--ss-" + name.slice(14), String(Number(value) || 0));
        continue;
      }
      if (name === "data-ss-scroll-top") {
        // Scrolled once the patch has put the element's content in place.
        scrolls.push([element, Number(value) || 0]);
        continue;
      }
      if (!allowedAttribute(name) || (name === "src" && value !== null && !sameOriginPath(value))) continue;
      if (name === "value" && editsText(element)) {
        // The text a person edits is the element's value, not its attribute.
        if (element.value !== (value ?? "")) element.value = value ?? "";
        continue;
      }
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }

  function setText(id, element, text) {
    let node = texts.get(id);
    if (text === null || text === undefined) {
      if (node) node.remove();
      texts.delete(id);
      return;
    }
    if (!node) {
      node = document.createTextNode("");
      texts.set(id, node);
      element.prepend(node);
    }
    node.data = text;
  }

  function apply(message) {
    if (message.reset) {
      nodes.clear();
      texts.clear();
      app.replaceChildren();
    }
    for (const change of message.changes) {
      const element = nodes.get(change.id);
      switch (change.op) {
        case "create": {
          if (!tags.has(change.tag)) break;
          const made = document.createElement(change.tag);
          if (element) element.replaceWith(made);
          // The element's number, by which the page names it in what it sends.
          made.dataset.ss = String(change.id);
          nodes.set(change.id, made);
          texts.delete(change.id);
          setAttributes(made, change.attributes);
          setText(change.id, made, change.text);
          break;
        }
        case "attributes":
          if (element) setAttributes(element, change.attributes);
          break;
        case "text":
          if (element) setText(change.id, element, change.text);
          break;
        case "children":
          if (element) {
            const text = texts.get(change.id);
            element.replaceChildren(...(text ? [text] : []),
              ...change.children.map((id) => nodes.get(id)).filter(Boolean));
          }
          break;
        case "remove":
          if (element) element.remove();
          nodes.delete(change.id);
          texts.delete(change.id);
          break;
      }
    }
    const root = nodes.get(message.root);
    if (root && root.parentNode !== app) app.replaceChildren(root);
    for (const [element, top] of scrolls) {
      if (Math.abs(element.scrollTop - top) >= 1) element.scrollTop = top;
    }
    scrolls = [];
    // The app moved the keyboard focus: to an element, or away from the page's elements.
    if (message.focus === null) {
      if (app.contains(document.activeElement)) document.activeElement.blur();
    } else if (message.focus !== undefined) {
      nodes.get(message.focus)?.focus();
    }
    applied += 1;
    document.body.dataset.ssApplied = String(applied);
    // The answer to a sync: everything the page sent before it is handled and shown.
    if (Number.isInteger(message.sync)) document.dispatchEvent(new CustomEvent("ss-synced", { detail: message.sync }));
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  const frameOf = (element) => {
    const rect = element.getBoundingClientRect();
    return [rect.x, rect.y, rect.width, rect.height];
  };
  const pressed = new Map();

  document.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    const element = event.target.closest("[data-ss]");
    if (!element) return;
    pressed.set(event.pointerId, element);
    send({ type: "pointer", phase: "down", pointer: event.pointerId, x: event.clientX, y: event.clientY,
      target: Number(element.dataset.ss), frame: frameOf(element) });
  }, true);
  document.addEventListener("pointermove", (event) => {
    const element = pressed.get(event.pointerId);
    if (!element) return;
    send({ type: "pointer", phase: "move", pointer: event.pointerId, x: event.clientX, y: event.clientY,
      frame: frameOf(element) });
  }, true);
  document.addEventListener("pointerup", (event) => {
    const element = pressed.get(event.pointerId);
    if (!element) return;
    pressed.delete(event.pointerId);
    send({ type: "pointer", phase: "up", pointer: event.pointerId, x: event.clientX, y: event.clientY,
      frame: frameOf(element) });
  }, true);
  document.addEventListener("pointercancel", (event) => {
    if (!pressed.delete(event.pointerId)) return;
    send({ type: "pointer", phase: "cancel", pointer: event.pointerId, x: event.clientX, y: event.clientY });
  }, true);
  // A press on a control leaves the keyboard focus where it was, as a tap does in UIKit: only a
  // text field or a text view takes it. The keyboard still reaches every control with Tab.
  document.addEventListener("mousedown", (event) => {
    const element = event.target.closest("[data-ss]");
    if (element && !editsText(element)) event.preventDefault();
  }, true);
  // Return or Space on a focused button: the browser's click without a pointer.
  document.addEventListener("click", (event) => {
    if (event.detail !== 0) return;
    const element = event.target.closest("[data-ss]");
    if (element) send({ type: "activate", target: Number(element.dataset.ss) });
  }, true);

  // The keyboard focus: the element of the session's that has it, or none.
  const focusedNumber = () => {
    const element = document.activeElement?.closest?.("[data-ss]");
    return element && app.contains(element) ? Number(element.dataset.ss) : null;
  };
  document.addEventListener("focusin", () => send({ type: "focus", target: focusedNumber() }), true);
  document.addEventListener("focusout", (event) => {
    const next = event.relatedTarget?.closest?.("[data-ss]");
    if (!next || !app.contains(next)) send({ type: "focus", target: null });
  }, true);

  // The text a person edits in a field: the whole text, after each change the browser made.
  document.addEventListener("input", (event) => {
    const element = event.target.closest("[data-ss]");
    if (element && editsText(element)) send({ type: "text", target: Number(element.dataset.ss), text: element.value });
  }, true);

  // Where a person scrolled a list or a scroll view to, once a frame at most.
  const scrolled = new Set();
  document.addEventListener("scroll", (event) => {
    const element = event.target;
    if (!(element instanceof Element) || !element.matches(".ss-list[data-ss], .ss-scroll[data-ss]")) return;
    if (scrolled.size === 0) {
      requestAnimationFrame(() => {
        for (const list of scrolled) send({ type: "scroll", target: Number(list.dataset.ss), top: list.scrollTop });
        scrolled.clear();
      });
    }
    scrolled.add(element);
  }, true);

  // The keys the browser doesn't handle itself go to the server, which gives them to the focused
  // control or to the key mappings. Tab moves the browser's focus; the keys that edit a field's
  // text are the field's; Space and Return on a button are its click.
  const named = new Set(["Enter", " ", "Escape", "Backspace", "Delete", "ArrowUp", "ArrowDown", "ArrowLeft",
    "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
  const editing = new Set(["Backspace", "Delete", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End",
    "PageUp", "PageDown", " "]);
  document.addEventListener("keydown", (event) => {
    const key = event.key;
    // Tab types a tab in a text view, as in UIKit and GTK; Shift-Tab and Control-Tab leave it.
    const active = document.activeElement;
    if (key === "Tab" && active?.tagName === "TEXTAREA" && !active.readOnly && app.contains(active)
        && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      active.setRangeText("\t", active.selectionStart, active.selectionEnd, "end");
      active.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: "\t" }));
      return;
    }
    if (event.isComposing || !(named.has(key) || [...key].length === 1)) return;
    const element = document.activeElement?.closest?.("[data-ss]");
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    // The arrows, Home and End move among a menu's items in the page itself, so that the key
    // after them reaches the item the person sees focused; the focus message tells the session.
    const menu = element?.getAttribute("role") === "menuitem" ? element.parentElement : null;
    if (menu && plain && !event.shiftKey && ["ArrowDown", "ArrowUp", "Home", "End"].includes(key)) {
      const items = [...menu.querySelectorAll(":scope > [role=menuitem]:not([disabled])")];
      const at = items.indexOf(element);
      const next = key === "Home" ? 0 : key === "End" ? items.length - 1
        : (at + (key === "ArrowDown" ? 1 : items.length - 1)) % items.length;
      event.preventDefault();
      items[next]?.focus();
      return;
    }
    if (element && editsText(element) && plain) {
      if (editing.has(key) || [...key].length === 1) return;
      if (key === "Enter" && element.tagName === "TEXTAREA") return;
    }
    if (element && element.tagName === "BUTTON" && plain && !event.shiftKey && (key === " " || key === "Enter")) return;
    const role = element?.getAttribute("role");
    if ((role === "slider" || role === "spinbutton") && key.startsWith("Arrow")) event.preventDefault();
    send({ type: "key", key, shift: event.shiftKey, ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey,
      target: element && app.contains(element) ? Number(element.dataset.ss) : null });
  }, true);

  // A test asks whether the page has settled: once the browser has run the frames that send a
  // scroll, the server is asked to answer when it has handled everything sent before.
  document.addEventListener("ss-sync", (event) => {
    const number = event.detail;
    if (!Number.isInteger(number)) return;
    requestAnimationFrame(() => requestAnimationFrame(() => send({ type: "sync", number })));
  });

  connect();
})();
