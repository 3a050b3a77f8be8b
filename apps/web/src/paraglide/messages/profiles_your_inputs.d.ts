/**
* | output |
* | --- |
* | "Your inputs" |
*
* @param {Profiles_Your_InputsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_your_inputs: ((inputs?: Profiles_Your_InputsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Your_InputsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Your_InputsInputs = {};
