/**
* | output |
* | --- |
* | "Your wallet: money released to you (pending, available and on its way to your account) and the escrow of the contracts you pay for. Moves between these balan..." |
*
* @param {Wallet_Statement_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_note: ((inputs?: Wallet_Statement_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Statement_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Statement_NoteInputs = {};
