/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Find_CoursesInputs */

const en_nav_find_courses = /** @type {(inputs: Nav_Find_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Courses`)
};

const ur_nav_find_courses = /** @type {(inputs: Nav_Find_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کورسز تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Courses" |
*
* @param {Nav_Find_CoursesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_find_courses = /** @type {((inputs?: Nav_Find_CoursesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Find_CoursesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_find_courses(inputs)
	return en_nav_find_courses(inputs)
});