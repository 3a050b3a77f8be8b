/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Type_DisputeInputs */

const en_notifications_type_dispute = /** @type {(inputs: Notifications_Type_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes`)
};

const ur_notifications_type_dispute = /** @type {(inputs: Notifications_Type_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات`)
};

/**
* | output |
* | --- |
* | "Disputes" |
*
* @param {Notifications_Type_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_dispute = /** @type {((inputs?: Notifications_Type_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Type_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_type_dispute(inputs)
	return en_notifications_type_dispute(inputs)
});