/**
* | output |
* | --- |
* | "with {name}" |
*
* @param {Contracts_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_with: ((inputs: Contracts_WithInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_WithInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_WithInputs = {
    name: NonNullable<unknown>;
};
