/**
* | output |
* | --- |
* | "by the mediator" |
*
* @param {Disputes_By_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_by_mediator: ((inputs?: Disputes_By_MediatorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_By_MediatorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_By_MediatorInputs = {};
