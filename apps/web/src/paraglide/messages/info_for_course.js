/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Info_For_CourseInputs */

const en_info_for_course = /** @type {(inputs: Info_For_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` for ${i?.title}`)
};

const ur_info_for_course = /** @type {(inputs: Info_For_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` — ${i?.title}`)
};

/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Info_For_CourseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_for_course = /** @type {((inputs: Info_For_CourseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_For_CourseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_for_course(inputs)
	return en_info_for_course(inputs)
});