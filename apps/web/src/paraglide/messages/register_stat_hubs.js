/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Stat_HubsInputs */

const en_register_stat_hubs = /** @type {(inputs: Register_Stat_HubsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancing hubs`)
};

const ur_register_stat_hubs = /** @type {(inputs: Register_Stat_HubsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسنگ ہبز`)
};

/**
* | output |
* | --- |
* | "Freelancing hubs" |
*
* @param {Register_Stat_HubsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_stat_hubs = /** @type {((inputs?: Register_Stat_HubsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Stat_HubsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_stat_hubs(inputs)
	return en_register_stat_hubs(inputs)
});