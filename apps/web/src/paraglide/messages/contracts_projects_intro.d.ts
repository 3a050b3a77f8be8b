/**
* | output |
* | --- |
* | "Your offers and contracts, as client and as freelancer." |
*
* @param {Contracts_Projects_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_projects_intro: ((inputs?: Contracts_Projects_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Projects_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Projects_IntroInputs = {};
