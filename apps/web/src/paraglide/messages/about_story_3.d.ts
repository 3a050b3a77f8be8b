/**
* | output |
* | --- |
* | "Today {established} IT setups are running, with {goal} as the goal, and {product} brings their freelancers and the clients who need them onto one marketplace." |
*
* @param {About_Story_3Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_story_3: ((inputs: About_Story_3Inputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Story_3Inputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Story_3Inputs = {
    established: NonNullable<unknown>;
    goal: NonNullable<unknown>;
    product: NonNullable<unknown>;
};
