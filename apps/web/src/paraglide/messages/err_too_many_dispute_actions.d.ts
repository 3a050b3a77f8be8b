/**
* | output |
* | --- |
* | "Too many dispute actions" |
*
* @param {Err_Too_Many_Dispute_ActionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_dispute_actions: ((inputs?: Err_Too_Many_Dispute_ActionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Dispute_ActionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Dispute_ActionsInputs = {};
