/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Fact_KeyInputs */

const en_cred_fact_key = /** @type {(inputs: Cred_Fact_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed with key`)
};

const ur_cred_fact_key = /** @type {(inputs: Cred_Fact_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دستخطی کلید`)
};

/**
* | output |
* | --- |
* | "Signed with key" |
*
* @param {Cred_Fact_KeyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_key = /** @type {((inputs?: Cred_Fact_KeyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Fact_KeyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_fact_key(inputs)
	return en_cred_fact_key(inputs)
});