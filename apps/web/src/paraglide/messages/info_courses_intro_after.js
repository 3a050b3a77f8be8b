/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Courses_Intro_AfterInputs */

const en_info_courses_intro_after = /** @type {(inputs: Info_Courses_Intro_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for the next start dates.`)
};

const ur_info_courses_intro_after = /** @type {(inputs: Info_Courses_Intro_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دیکھیں۔`)
};

/**
* | output |
* | --- |
* | "for the next start dates." |
*
* @param {Info_Courses_Intro_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_intro_after = /** @type {((inputs?: Info_Courses_Intro_AfterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Courses_Intro_AfterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_courses_intro_after(inputs)
	return en_info_courses_intro_after(inputs)
});