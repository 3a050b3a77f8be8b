/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Skills_PlaceholderInputs */

const en_jobown_skills_placeholder = /** @type {(inputs: Jobown_Skills_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., React, Node.js, Figma`)
};

const ur_jobown_skills_placeholder = /** @type {(inputs: Jobown_Skills_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً: ری ایکٹ، نوڈ جے ایس، فگما`)
};

/**
* | output |
* | --- |
* | "e.g., React, Node.js, Figma" |
*
* @param {Jobown_Skills_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_skills_placeholder = /** @type {((inputs?: Jobown_Skills_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Skills_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_skills_placeholder(inputs)
	return en_jobown_skills_placeholder(inputs)
});