/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs */

const en_err_you_have_already_reported_this_an_admin_will_loo = /** @type {(inputs: Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reported this; an admin will look at it`)
};

const ur_err_you_have_already_reported_this_an_admin_will_loo = /** @type {(inputs: Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اس کی رپورٹ پہلے ہی کر چکے ہیں؛ ایڈمن اسے دیکھیں گے`)
};

/**
* | output |
* | --- |
* | "You have already reported this; an admin will look at it" |
*
* @param {Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_reported_this_an_admin_will_loo = /** @type {((inputs?: Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_have_already_reported_this_an_admin_will_loo(inputs)
	return en_err_you_have_already_reported_this_an_admin_will_loo(inputs)
});