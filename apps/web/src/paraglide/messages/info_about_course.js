/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Info_About_CourseInputs */

const en_info_about_course = /** @type {(inputs: Info_About_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` about ${i?.title}`)
};

const ur_info_about_course = /** @type {(inputs: Info_About_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` — ${i?.title}`)
};

/**
* | output |
* | --- |
* | "about {title}" |
*
* @param {Info_About_CourseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_about_course = /** @type {((inputs: Info_About_CourseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_CourseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_about_course(inputs)
	return en_info_about_course(inputs)
});