/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Could_Not_Send_The_Link_Please_Try_AgainInputs */

const en_err_could_not_send_the_link_please_try_again = /** @type {(inputs: Err_Could_Not_Send_The_Link_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send the link. Please try again.`)
};

const ur_err_could_not_send_the_link_please_try_again = /** @type {(inputs: Err_Could_Not_Send_The_Link_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not send the link. Please try again." |
*
* @param {Err_Could_Not_Send_The_Link_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_could_not_send_the_link_please_try_again = /** @type {((inputs?: Err_Could_Not_Send_The_Link_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Could_Not_Send_The_Link_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_could_not_send_the_link_please_try_again(inputs)
	return en_err_could_not_send_the_link_please_try_again(inputs)
});