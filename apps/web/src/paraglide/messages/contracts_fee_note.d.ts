/**
* | output |
* | --- |
* | "The platform fee of {percent}% ({fee}) is taken from the freelancer's side when the milestone is released; the freelancer then receives {net}." |
*
* @param {Contracts_Fee_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fee_note: ((inputs: Contracts_Fee_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Fee_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Fee_NoteInputs = {
    percent: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    net: NonNullable<unknown>;
};
