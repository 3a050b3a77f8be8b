/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Type_FlhInputs */

const en_hubs_type_flh = /** @type {(inputs: Hubs_Type_FlhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FLH`)
};

const ur_hubs_type_flh = /** @type {(inputs: Hubs_Type_FlhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایف ایل ایچ`)
};

/**
* | output |
* | --- |
* | "FLH" |
*
* @param {Hubs_Type_FlhInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_type_flh = /** @type {((inputs?: Hubs_Type_FlhInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Type_FlhInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_type_flh(inputs)
	return en_hubs_type_flh(inputs)
});