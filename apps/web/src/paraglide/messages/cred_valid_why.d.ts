/**
* | output |
* | --- |
* | "The signature matches the programme's published key and the credential has not been revoked." |
*
* @param {Cred_Valid_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_valid_why: ((inputs?: Cred_Valid_WhyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Valid_WhyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Valid_WhyInputs = {};
