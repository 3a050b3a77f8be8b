/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_Upcoming_LabelInputs */

const en_info_link_upcoming_label = /** @type {(inputs: Info_Link_Upcoming_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Courses`)
};

const ur_info_link_upcoming_label = /** @type {(inputs: Info_Link_Upcoming_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنے والے کورسز`)
};

/**
* | output |
* | --- |
* | "Upcoming Courses" |
*
* @param {Info_Link_Upcoming_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_upcoming_label = /** @type {((inputs?: Info_Link_Upcoming_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_Upcoming_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_upcoming_label(inputs)
	return en_info_link_upcoming_label(inputs)
});