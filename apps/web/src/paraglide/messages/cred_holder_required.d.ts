/**
* | output |
* | --- |
* | "Choose the freelancer who completed the course" |
*
* @param {Cred_Holder_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_required: ((inputs?: Cred_Holder_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Holder_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Holder_RequiredInputs = {};
