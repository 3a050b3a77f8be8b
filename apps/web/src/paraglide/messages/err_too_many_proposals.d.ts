/**
* | output |
* | --- |
* | "Too many proposals" |
*
* @param {Err_Too_Many_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_proposals: ((inputs?: Err_Too_Many_ProposalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_ProposalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_ProposalsInputs = {};
