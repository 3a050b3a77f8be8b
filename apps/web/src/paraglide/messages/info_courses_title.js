/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Courses_TitleInputs */

const en_info_courses_title = /** @type {(inputs: Info_Courses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Courses`)
};

const ur_info_courses_title = /** @type {(inputs: Info_Courses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کورسز تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Courses" |
*
* @param {Info_Courses_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_title = /** @type {((inputs?: Info_Courses_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Courses_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_courses_title(inputs)
	return en_info_courses_title(inputs)
});