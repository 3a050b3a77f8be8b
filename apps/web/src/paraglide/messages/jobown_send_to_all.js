/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Send_To_AllInputs */

const en_jobown_send_to_all = /** @type {(inputs: Jobown_Send_To_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send to All`)
};

const ur_jobown_send_to_all = /** @type {(inputs: Jobown_Send_To_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سب کو بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send to All" |
*
* @param {Jobown_Send_To_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_send_to_all = /** @type {((inputs?: Jobown_Send_To_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Send_To_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_send_to_all(inputs)
	return en_jobown_send_to_all(inputs)
});