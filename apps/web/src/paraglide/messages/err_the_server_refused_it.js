/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Server_Refused_ItInputs */

const en_err_the_server_refused_it = /** @type {(inputs: Err_The_Server_Refused_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused it.`)
};

const ur_err_the_server_refused_it = /** @type {(inputs: Err_The_Server_Refused_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور نے اسے قبول نہیں کیا۔`)
};

/**
* | output |
* | --- |
* | "The server refused it." |
*
* @param {Err_The_Server_Refused_ItInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_server_refused_it = /** @type {((inputs?: Err_The_Server_Refused_ItInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Server_Refused_ItInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_server_refused_it(inputs)
	return en_err_the_server_refused_it(inputs)
});