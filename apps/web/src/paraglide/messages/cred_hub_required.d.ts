/**
* | output |
* | --- |
* | "Hub is required" |
*
* @param {Cred_Hub_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_hub_required: ((inputs?: Cred_Hub_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Hub_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Hub_RequiredInputs = {};
