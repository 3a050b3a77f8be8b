/**
* | output |
* | --- |
* | "· mediator {name}" |
*
* @param {Disputes_Meta_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_mediator: ((inputs: Disputes_Meta_MediatorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Meta_MediatorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Meta_MediatorInputs = {
    name: NonNullable<unknown>;
};
