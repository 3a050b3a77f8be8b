/**
* | output |
* | --- |
* | "An admin reviews withdrawals this large before they are paid." |
*
* @param {Wallet_Review_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_review_note: ((inputs?: Wallet_Review_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Review_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Review_NoteInputs = {};
