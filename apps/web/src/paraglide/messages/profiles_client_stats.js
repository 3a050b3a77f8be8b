/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Client_StatsInputs */

const en_profiles_client_stats = /** @type {(inputs: Profiles_Client_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client stats`)
};

const ur_profiles_client_stats = /** @type {(inputs: Profiles_Client_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ کے اعداد و شمار`)
};

/**
* | output |
* | --- |
* | "Client stats" |
*
* @param {Profiles_Client_StatsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_client_stats = /** @type {((inputs?: Profiles_Client_StatsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Client_StatsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_client_stats(inputs)
	return en_profiles_client_stats(inputs)
});