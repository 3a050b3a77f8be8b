/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_Courses_LabelInputs */

const en_info_link_courses_label = /** @type {(inputs: Info_Link_Courses_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Courses`)
};

const ur_info_link_courses_label = /** @type {(inputs: Info_Link_Courses_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کورسز تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Courses" |
*
* @param {Info_Link_Courses_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_courses_label = /** @type {((inputs?: Info_Link_Courses_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_Courses_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_courses_label(inputs)
	return en_info_link_courses_label(inputs)
});