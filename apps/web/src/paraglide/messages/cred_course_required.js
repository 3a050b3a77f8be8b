/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Course_RequiredInputs */

const en_cred_course_required = /** @type {(inputs: Cred_Course_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course is required`)
};

const ur_cred_course_required = /** @type {(inputs: Cred_Course_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کورس درج کرنا ضروری ہے`)
};

/**
* | output |
* | --- |
* | "Course is required" |
*
* @param {Cred_Course_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_course_required = /** @type {((inputs?: Cred_Course_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Course_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_course_required(inputs)
	return en_cred_course_required(inputs)
});