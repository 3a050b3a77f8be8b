/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Resources_TitleInputs */

const en_info_resources_title = /** @type {(inputs: Info_Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

const ur_info_resources_title = /** @type {(inputs: Info_Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وسائل`)
};

/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Info_Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_resources_title = /** @type {((inputs?: Info_Resources_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Resources_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_resources_title(inputs)
	return en_info_resources_title(inputs)
});