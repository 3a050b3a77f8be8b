/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Upcoming_TitleInputs */

const en_info_upcoming_title = /** @type {(inputs: Info_Upcoming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Courses`)
};

const ur_info_upcoming_title = /** @type {(inputs: Info_Upcoming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنے والے کورسز`)
};

/**
* | output |
* | --- |
* | "Upcoming Courses" |
*
* @param {Info_Upcoming_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_upcoming_title = /** @type {((inputs?: Info_Upcoming_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Upcoming_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_upcoming_title(inputs)
	return en_info_upcoming_title(inputs)
});