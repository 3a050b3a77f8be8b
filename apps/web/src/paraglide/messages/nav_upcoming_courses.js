/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Upcoming_CoursesInputs */

const en_nav_upcoming_courses = /** @type {(inputs: Nav_Upcoming_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Courses`)
};

const ur_nav_upcoming_courses = /** @type {(inputs: Nav_Upcoming_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنے والے کورسز`)
};

/**
* | output |
* | --- |
* | "Upcoming Courses" |
*
* @param {Nav_Upcoming_CoursesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_upcoming_courses = /** @type {((inputs?: Nav_Upcoming_CoursesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Upcoming_CoursesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_upcoming_courses(inputs)
	return en_nav_upcoming_courses(inputs)
});