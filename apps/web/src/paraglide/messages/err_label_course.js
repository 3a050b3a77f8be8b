/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_CourseInputs */

const en_err_label_course = /** @type {(inputs: Err_Label_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course`)
};

const ur_err_label_course = /** @type {(inputs: Err_Label_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کورس`)
};

/**
* | output |
* | --- |
* | "Course" |
*
* @param {Err_Label_CourseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_course = /** @type {((inputs?: Err_Label_CourseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_CourseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_course(inputs)
	return en_err_label_course(inputs)
});