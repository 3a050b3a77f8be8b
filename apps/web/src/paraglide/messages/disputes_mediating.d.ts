/**
* | output |
* | --- |
* | "{name} (hub staff) is mediating, free of charge." |
*
* @param {Disputes_MediatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_mediating: ((inputs: Disputes_MediatingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_MediatingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_MediatingInputs = {
    name: NonNullable<unknown>;
};
