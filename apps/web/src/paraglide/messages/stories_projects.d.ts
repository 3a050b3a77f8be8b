/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} Projects" |
* | "other" | "{shown} Projects" |
*
* @param {Stories_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_projects: ((inputs: Stories_ProjectsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_ProjectsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_ProjectsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
