/**
* | output |
* | --- |
* | "{freelancer} to the freelancer, {client} to the client" |
*
* @param {Disputes_Split_WordsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_split_words: ((inputs: Disputes_Split_WordsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Split_WordsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Split_WordsInputs = {
    freelancer: NonNullable<unknown>;
    client: NonNullable<unknown>;
};
