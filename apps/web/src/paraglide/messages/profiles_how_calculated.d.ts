/**
* | output |
* | --- |
* | "How is this calculated?" |
*
* @param {Profiles_How_CalculatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_how_calculated: ((inputs?: Profiles_How_CalculatedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_How_CalculatedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_How_CalculatedInputs = {};
