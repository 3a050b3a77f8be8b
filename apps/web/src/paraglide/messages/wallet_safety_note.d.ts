/**
* | output |
* | --- |
* | "For your safety a new method can be used only after a waiting period, and we e-mail you when one is added." |
*
* @param {Wallet_Safety_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_safety_note: ((inputs?: Wallet_Safety_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Safety_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Safety_NoteInputs = {};
