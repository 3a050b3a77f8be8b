/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Offline_TitleInputs */

const en_common_offline_title = /** @type {(inputs: Common_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline`)
};

const ur_common_offline_title = /** @type {(inputs: Common_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ آف لائن ہیں`)
};

/**
* | output |
* | --- |
* | "You are offline" |
*
* @param {Common_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_offline_title = /** @type {((inputs?: Common_Offline_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Offline_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_offline_title(inputs)
	return en_common_offline_title(inputs)
});