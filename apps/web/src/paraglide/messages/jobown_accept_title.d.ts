/**
* | output |
* | --- |
* | "Accept {name}'s proposal?" |
*
* @param {Jobown_Accept_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_accept_title: ((inputs: Jobown_Accept_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Accept_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Accept_TitleInputs = {
    name: NonNullable<unknown>;
};
