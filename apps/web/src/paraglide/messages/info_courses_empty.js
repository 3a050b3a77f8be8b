/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Courses_EmptyInputs */

const en_info_courses_empty = /** @type {(inputs: Info_Courses_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No courses in this category yet.`)
};

const ur_info_courses_empty = /** @type {(inputs: Info_Courses_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس کیٹیگری میں ابھی کوئی کورس نہیں ہے۔`)
};

/**
* | output |
* | --- |
* | "No courses in this category yet." |
*
* @param {Info_Courses_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_empty = /** @type {((inputs?: Info_Courses_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Courses_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_courses_empty(inputs)
	return en_info_courses_empty(inputs)
});