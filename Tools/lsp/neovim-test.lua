-- Theseus's language server in a real client: Neovim's built-in LSP client, headless.
--   THESEUS=.build/release/theseus nvim --headless -u NONE -c "luafile Tools/lsp/neovim-test.lua"
-- Opens a view, waits for diagnostics, checks rule ids and ranges (UTF-16 positions after an emoji,
-- turned into byte columns by Neovim), edits the buffer and sees them update, applies a quick fix
-- and checks the buffer. Written for Neovim 0.7 (Debian 12's) and later: no `vim.lsp.start`, no `-l`.
local theseus = os.getenv("THESEUS") or ".build/release/theseus"
local failures = 0

local function check(condition, what)
  if condition then
    io.stdout:write("ok: " .. what .. "\n")
  else
    io.stdout:write("FAILED: " .. what .. "\n")
    failures = failures + 1
  end
end

local function finish()
  io.stdout:write(failures == 0 and "neovim test: passed\n" or ("neovim test: " .. failures .. " failed\n"))
  io.stdout:flush()
  vim.cmd(failures == 0 and "qall!" or "cquit!")
end

local function run()
  -- A workspace: a model, and a view whose rows are keyed by position while they can be deleted.
  local root = vim.fn.tempname()
  vim.fn.mkdir(root .. "/Models", "p")
  vim.fn.mkdir(root .. "/Views", "p")
  vim.fn.writefile({ "import Foundation", "struct Pet: Identifiable { let id: UUID; var name: String; var isFavorite: Bool }" },
    root .. "/Models/Pet.swift")
  local view = {
    "import SwiftUI",
    "struct Pets: View {",
    "    @State private var pets: [Pet] = []",
    "    var body: some View {",
    "        List {",
    "            /* 🐶 名前 */ ForEach(pets.indices, id: \\.self) { index in",
    "                Toggle(pets[index].name, isOn: $pets[index].isFavorite)",
    "            }",
    "            .onDelete { pets.remove(atOffsets: $0) }",
    "        }.task { pets = await Pet.load() }",
    "    }",
    "}",
  }
  vim.fn.writefile(view, root .. "/Views/Pets.swift")

  local client_id = vim.lsp.start_client({
    name = "theseus",
    cmd = { theseus, "lsp" },
    root_dir = root,
    flags = { debounce_text_changes = 0 },
  })
  check(client_id ~= nil, "the server starts")
  if client_id == nil then return end
  vim.cmd("edit " .. root .. "/Views/Pets.swift")
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)

  local function codes()
    local result = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      table.insert(result, tostring(code))
    end
    table.sort(result)
    return table.concat(result, ",")
  end

  -- 1. Diagnostics on open.
  vim.wait(15000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  local diagnostics = vim.diagnostic.get(buf)
  check(codes() == "index_based_identity", "the finding on open is index_based_identity (got " .. codes() .. ")")
  if diagnostics[1] then
    local d = diagnostics[1]
    -- Line 6 (0-based 5); `ForEach` starts after `/* 🐶 名前 */ `: 12 + 3 + 4 + 1 + 6 + 4 bytes = byte 30.
    check(d.lnum == 5 and d.col == 30, "the range starts at line 5, byte column 30 (got " .. d.lnum .. ":" .. d.col .. ")")
    check(d.end_lnum == 5 and d.end_col == 63, "the range ends at line 5, byte column 63 (got " .. d.end_lnum .. ":" .. d.end_col .. ")")
    check(d.source == "theseus", "the source is theseus")
  end

  local function severity()
    local d = vim.diagnostic.get(buf)[1]
    return d and d.severity or 0
  end
  check(severity() == vim.diagnostic.severity.WARN, "the finding, with the deletion as evidence, is a warning (got " .. severity() .. ")")

  -- 2. An edit that removes the deletion: the pattern stays (pets is state and can change), but nothing
  --    shows the rows moving any more, so the finding is medium confidence, one severity lower.
  vim.api.nvim_buf_set_lines(buf, 8, 9, false, {})
  vim.wait(10000, function() return severity() == vim.diagnostic.severity.INFO end, 20)
  check(codes() == "index_based_identity" and severity() == vim.diagnostic.severity.INFO,
    "the finding stays, as information, when .onDelete is removed (got " .. codes() .. ", " .. severity() .. ")")

  -- 3. Undo the edit: the deletion is evidence again.
  vim.api.nvim_buf_set_lines(buf, 8, 8, false, { "            .onDelete { pets.remove(atOffsets: $0) }" })
  vim.wait(10000, function() return severity() == vim.diagnostic.severity.WARN end, 20)
  check(codes() == "index_based_identity" and severity() == vim.diagnostic.severity.WARN,
    "the finding is a warning again after the edit is undone")

  -- 4. The quick fix, applied as an editor applies it.
  local client = vim.lsp.get_client_by_id(client_id)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 5, character = 30 }, ["end"] = { line = 5, character = 30 } },
    context = { diagnostics = {} },
  }
  local response = client.request_sync("textDocument/codeAction", params, 10000, buf)
  local actions = response and response.result or {}
  check(#actions == 2, "two code actions: the fix and the suppression (got " .. #actions .. ")")
  local fix = actions[1]
  if fix and fix.edit then
    vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding or "utf-16")
    local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
    check(lines[6] == "            /* 🐶 名前 */ ForEach($pets) { $pet in", "the fix rewrites the ForEach (got " .. lines[6] .. ")")
    check(lines[7] == "                Toggle(pet.name, isOn: $pet.isFavorite)", "the fix rewrites the row (got " .. lines[7] .. ")")
    vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
    check(#vim.diagnostic.get(buf) == 0, "no finding after the fix")
  end

  -- 5. The suppression, on the original text.
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, view)
  vim.wait(10000, function() return #vim.diagnostic.get(buf) == 1 end, 20)
  response = client.request_sync("textDocument/codeAction", params, 10000, buf)
  actions = response and response.result or {}
  if actions[2] and actions[2].edit then
    vim.lsp.util.apply_workspace_edit(actions[2].edit, client.offset_encoding or "utf-16")
    local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
    check(lines[6] == "            // theseus:disable:next index_based_identity", "the suppression comment is inserted (got " .. lines[6] .. ")")
    vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
    check(#vim.diagnostic.get(buf) == 0, "no finding after the suppression")
  else
    check(false, "a suppression action")
  end


  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
  vim.fn.delete(root, "rf")
end

local ok, err = xpcall(run, debug.traceback)
if not ok then
  io.stdout:write("error: " .. tostring(err) .. "\n")
  failures = failures + 1
end
finish()
