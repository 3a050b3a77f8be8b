/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Courses_Intro_LinkInputs */

const en_info_courses_intro_link = /** @type {(inputs: Info_Courses_Intro_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`upcoming courses`)
};

const ur_info_courses_intro_link = /** @type {(inputs: Info_Courses_Intro_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنے والے کورسز`)
};

/**
* | output |
* | --- |
* | "upcoming courses" |
*
* @param {Info_Courses_Intro_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_intro_link = /** @type {((inputs?: Info_Courses_Intro_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Courses_Intro_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_courses_intro_link(inputs)
	return en_info_courses_intro_link(inputs)
});