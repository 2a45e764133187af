/*
 * The demo's card gateway ("Demo card", id lantern_demo), written as a payment plugin writes its
 * checkout script: against WooCommerce checkout.js's jQuery events, nothing else. Loaded on the
 * checkout with ?jquery=1.
 *
 * - checkout_place_order_lantern_demo: the card holder is required; the card is "confirmed" by
 *   writing a token into the form, which the shop checks. Returning false stops the order.
 * - Paying in instalments adds a fee: the gateway asks for a new order review
 *   (update_checkout) when the choice changes and when its method is chosen or left.
 * - It records the checkout events it hears in window.lanternDemoGateway.events (for the demo's
 *   browser tests and for anyone watching in the console).
 */
/* global jQuery */
jQuery(function ($) {
  var $body = $(document.body);
  var $form = $('form.checkout');
  var log = (window.lanternDemoGateway = { events: [] });
  var lastInstalments = $('#lantern_demo_instalments').val() || '1';

  function record(name, detail) {
    log.events.push(detail === undefined ? name : name + ':' + detail);
  }

  $form.on('checkout_place_order', function (event, checkoutForm) {
    record('checkout_place_order', checkoutForm.get_payment_method());
    return true;
  });

  $form.on('checkout_place_order_lantern_demo', function () {
    var holder = $.trim($('#lantern_demo_holder').val() || '');
    $('.lantern-demo-card-error').remove();
    if (!holder) {
      record('checkout_place_order_lantern_demo', 'refused');
      $('#lantern-demo-card-form').prepend('<p class="lantern-demo-card-error" role="alert">Please enter the card holder.</p>');
      $('#lantern_demo_holder').trigger('focus');
      return false;
    }
    record('checkout_place_order_lantern_demo', 'confirmed');
    $('#lantern_demo_token').val('tok_demo_' + Date.now().toString(36));
    return true;
  });

  $body.on('change', '#lantern_demo_instalments', function () {
    var value = $(this).val();
    if (value === lastInstalments) return;
    lastInstalments = value;
    $body.trigger('update_checkout');
  });

  $body.on('payment_method_selected', function () {
    record('payment_method_selected', $('input[name="payment_method"]:checked').val());
    $body.trigger('update_checkout');
  });

  $body.on('init_checkout', function () {
    record('init_checkout');
  });

  $body.on('updated_checkout', function (event, data) {
    record('updated_checkout', data && data.result);
  });

  $body.on('checkout_error', function (event, messages) {
    record('checkout_error', $('<div>').html(messages).text().trim());
  });
});
