/**
* | output |
* | --- |
* | "The two amounts must add up to {amount}, the amount in escrow" |
*
* @param {Disputes_Must_Add_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_must_add_up: ((inputs: Disputes_Must_Add_UpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Must_Add_UpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Must_Add_UpInputs = {
    amount: NonNullable<unknown>;
};
