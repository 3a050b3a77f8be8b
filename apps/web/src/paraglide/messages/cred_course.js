/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_CourseInputs */

const en_cred_course = /** @type {(inputs: Cred_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course`)
};

const ur_cred_course = /** @type {(inputs: Cred_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کورس`)
};

/**
* | output |
* | --- |
* | "Course" |
*
* @param {Cred_CourseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_course = /** @type {((inputs?: Cred_CourseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_CourseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_course(inputs)
	return en_cred_course(inputs)
});