/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_Courses_TextInputs */

const en_info_link_courses_text = /** @type {(inputs: Info_Link_Courses_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free and low-cost courses at the hubs and online.`)
};

const ur_info_link_courses_text = /** @type {(inputs: Info_Link_Courses_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہبز اور آن لائن مفت اور کم قیمت کورسز۔`)
};

/**
* | output |
* | --- |
* | "Free and low-cost courses at the hubs and online." |
*
* @param {Info_Link_Courses_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_courses_text = /** @type {((inputs?: Info_Link_Courses_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_Courses_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_courses_text(inputs)
	return en_info_link_courses_text(inputs)
});